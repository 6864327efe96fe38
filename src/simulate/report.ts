/**
 * The offline HTML report of a study: one file holding its data, Observable Plot and the code
 * drawing the plots (win rates with intervals, game lengths, points by round, each variant
 * against the base), in the language asked. It requests nothing from the network.
 */
import type { Language } from '../engine/i18n/language.js';
import { rendered } from '../engine/i18n/catalogue.js';
import { counted, measureWords, numberIn, percentIn, roundWords, say, text, type PlainKey } from './i18n/messages.js';
import { plotScript } from './plot-bundle.js';
import type { Study } from './run.js';
import { significantFirst, versusGroups } from './versus-rows.js';

/** JSON safe inside a `<script>` element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

// Runs in the page: reads the study and the words of its language, and draws each plot into its figure.
const DRAW = `
const study = JSON.parse(document.getElementById('study').textContent);
const words = JSON.parse(document.getElementById('words').textContent);
const put = (id, node) => document.getElementById(id).append(node);
const rates = study.summary.variants.flatMap((v) => [
  ...['seat', 'team', 'deck', 'bot'].flatMap((category) => v.winRate[category].map((r) => ({ variant: v.label, category: words.category[category], key: r.key, rate: r.estimate, low: r.low, high: r.high }))),
  { variant: v.label, category: words.category.firstPlayer, key: '', rate: v.winRate.firstPlayer.estimate, low: v.winRate.firstPlayer.low, high: v.winRate.firstPlayer.high },
]);
const rateLabel = (d) => (d.key === '' ? d.category : d.category + ' ' + d.key) + ' · ' + d.variant;
put('win-rates', Plot.plot({
  width: 900, marginLeft: 190, height: 60 + 22 * rates.length, x: { domain: [0, 1], label: words.winRate, grid: true, tickFormat: '.0%' },
  y: { label: null }, color: { legend: true },
  marks: [
    Plot.ruleX([0.5], { stroke: '#999', strokeDasharray: '3,3' }),
    Plot.ruleY(rates, { y: rateLabel, x1: 'low', x2: 'high', stroke: 'variant', strokeWidth: 2 }),
    Plot.dot(rates, { y: rateLabel, x: 'rate', fill: 'variant', r: 4 }),
  ],
}));
put('lengths', Plot.plot({
  width: 900, height: 260, x: { label: words.actionsPerGame }, y: { label: words.games, grid: true }, color: { legend: true },
  // y2, not y: the variants' bars overlap from 0 instead of stacking.
  marks: [Plot.rectY(study.games, Plot.binX({ y2: 'count' }, { x: 'actions', fill: 'variant', mixBlendMode: 'multiply', fillOpacity: 0.5 })), Plot.ruleY([0])],
}));
const points = study.summary.variants.flatMap((v) => v.pointsByRound.flatMap((p) => Object.entries(p.mean).map(([team, mean]) => ({ series: words.team.replace('{team}', team) + ' · ' + v.label, round: p.round, mean, games: p.games }))));
put('points', Plot.plot({
  width: 900, height: 300, x: { label: words.roundAtEnd }, y: { label: words.meanPoints, grid: true }, color: { legend: true },
  marks: [Plot.line(points, { x: 'round', y: 'mean', stroke: 'series', marker: 'dot' })],
}));
// One plot per unit, each row a difference with its interval; significant ones first (versus-rows.ts).
const kinds = [words.significant, words.notSignificant];
words.versus.forEach((group, i) => {
  const rows = group.rows.map((r) => ({ ...r, kind: r.significant ? kinds[0] : kinds[1] }));
  const figure = document.createElement('figure');
  document.getElementById('versus').append(figure);
  figure.append(Plot.plot({
    width: 900, marginLeft: 220, marginRight: 30, height: 70 + 24 * rows.length,
    // Proportions shown as percentage points; the scale's own percent option would add "(%)".
    x: { label: group.axis, grid: true, nice: true, transform: group.percent ? (d) => d * 100 : undefined },
    y: { label: null, domain: rows.map((r) => r.label) },
    color: { legend: i === 0, domain: kinds, range: ['#d62728', '#7f7f7f'] },
    marks: [
      Plot.ruleX([0], { stroke: '#333' }),
      Plot.ruleY(rows, { y: 'label', x1: 'low', x2: 'high', stroke: 'kind', strokeWidth: 2 }),
      Plot.dot(rows, { y: 'label', x: 'estimate', fill: 'kind', r: 4 }),
    ],
  }));
});
if (words.versus.length === 0) document.getElementById('versus-section').hidden = true;
`;

/** The words the page's plots need, in `lang`: axis labels, categories, and each comparison group with its rows labelled. */
function pageWords(study: Study, lang: Language) {
  const round = study.summary.round;
  const words = (key: PlainKey) => say(key, lang);
  return {
    category: { seat: words('category.seat'), team: words('category.team'), deck: words('category.deck'), bot: words('category.bot'), firstPlayer: words('category.firstPlayer') },
    winRate: words('plot.winRate'),
    actionsPerGame: words('plot.actionsPerGame'),
    games: words('plot.games'),
    // `{team}` is filled in by the page, one series per team.
    team: text('plot.team', { team: '{team}' }).in(lang),
    roundAtEnd: text('plot.roundAtEnd', { round: roundWords(round, 1) }).in(lang),
    meanPoints: words('plot.meanPoints'),
    significant: words('report.significant'),
    notSignificant: words('report.notSignificant'),
    versus: versusGroups(study.summary).map((group) => ({
      percent: group.percent,
      axis: text('plot.versusAxis', { unit: group.unit === 'roundsPerGame' ? text('unit.roundsPerGame', { rounds: roundWords(round, 2) }) : text(`unit.${group.unit}`) }).in(lang),
      rows: group.rows.map((row) => ({ ...row, label: `${rendered(measureWords(row.measure, round), lang)} · ${row.variant}` })),
    })),
  };
}

/** The tables of each variant: win rates by category, and its differences from the base. */
function tables(study: Study, lang: Language): string {
  const words = (key: PlainKey) => escapeHtml(say(key, lang));
  const percent = (x: number) => percentIn(x, lang);
  const round = study.summary.round;
  const out: string[] = [];
  for (const v of study.summary.variants) {
    const rows = (['seat', 'team', 'deck', 'bot'] as const).flatMap((category) =>
      v.winRate[category].map((r) => `<tr><td>${words(`category.${category}`)}</td><td>${escapeHtml(r.key)}</td><td>${r.successes}/${r.trials}</td><td>${percent(r.estimate)}</td><td>${percent(r.low)} – ${percent(r.high)}</td></tr>`),
    );
    const f = v.winRate.firstPlayer;
    rows.push(`<tr><td>${words('category.firstPlayer')}</td><td></td><td>${f.successes}/${f.trials}</td><td>${percent(f.estimate)}</td><td>${percent(f.low)} – ${percent(f.high)}</td></tr>`);
    const { actions, rounds } = v.length;
    const line = text('report.variantLine', {
      games: counted('game', v.games),
      draws: counted('draw', v.draws.successes),
      unfinished: counted('unfinished', v.unfinished.successes),
      meanActions: numberIn(actions.mean, 1, lang),
      medianActions: actions.median,
      minActions: actions.min,
      maxActions: actions.max,
      rounds: roundWords(round, 2),
      meanRounds: numberIn(rounds.mean, 1, lang),
      medianRounds: rounds.median,
      minRounds: rounds.min,
      maxRounds: rounds.max,
    }).in(lang);
    out.push(`<h3>${escapeHtml(v.label)}</h3>
<p>${escapeHtml(line)}</p>
<table><thead><tr><th>${words('report.by')}</th><th></th><th>${words('report.wins')}</th><th>${words('report.rate')}</th><th>${words('report.interval')}</th></tr></thead><tbody>${rows.join('')}</tbody></table>`);
    if (v.versusBase) {
      const cells = significantFirst(v.versusBase, (c) => c.difference.significant).map((c) => {
        const scale = c.measure.startsWith('mean ') ? (x: number) => numberIn(x, 2, lang) : percent;
        const d = c.difference;
        return `<tr><td>${escapeHtml(rendered(measureWords(c.measure, round), lang))}</td><td>${scale(c.base)}</td><td>${scale(c.variant)}</td><td>${scale(d.estimate)}</td><td>${scale(d.low)} – ${scale(d.high)}</td><td>${words(d.significant ? 'report.yes' : 'report.no')}</td></tr>`;
      });
      out.push(`<table><thead><tr><th>${words('report.versusBaseColumn')}</th><th>${words('report.base')}</th><th>${escapeHtml(v.label)}</th><th>${words('report.difference')}</th><th>${words('report.interval')}</th><th>${words('report.significant')}</th></tr></thead><tbody>${cells.join('')}</tbody></table>`);
    }
  }
  return out.join('\n');
}

/** The report of `study` as one HTML file, its words in `lang`. */
export async function reportHtml(study: Study, lang: Language = 'en'): Promise<string> {
  const c = study.config;
  const title = `rulegraph simulate · ${c.mode}`;
  const settings = text('report.settings', {
    games: counted('game', c.games),
    seed: c.seed,
    bots: c.bots.join(', '),
    decks: c.decks.length > 0 ? c.decks.join(', ') : text('report.modeDecks'),
    maxActions: c.maxActions,
    shard: c.shard ? text('report.shard', { index: c.shard.index, count: c.shard.count }) : '',
    variants: c.variants.map((v) => v.label).join(', '),
  }).in(lang);
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:">
<title>${escapeHtml(title)}</title>
<style>
body { font: 14px/1.4 system-ui, sans-serif; margin: 2em; color: #222; }
table { border-collapse: collapse; margin: 0.5em 0 1.5em; }
td, th { border: 1px solid #ccc; padding: 2px 8px; text-align: left; }
figure { margin: 0 0 2em; }
</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(settings)}</p>
<h2>${escapeHtml(text('report.winRates').in(lang))}</h2>
<figure id="win-rates"></figure>
<h2>${escapeHtml(text('report.gameLength').in(lang))}</h2>
<figure id="lengths"></figure>
<h2>${escapeHtml(text('report.pointsBy', { round: roundWords(study.summary.round, 1) }).in(lang))}</h2>
<figure id="points"></figure>
<section id="versus-section"><h2>${escapeHtml(text('report.versusBase').in(lang))}</h2>
<div id="versus"></div></section>
<h2>${escapeHtml(text('report.tables').in(lang))}</h2>
${tables(study, lang)}
<script type="application/json" id="study">${scriptJson(study)}</script>
<script type="application/json" id="words">${scriptJson(pageWords(study, lang))}</script>
<script>${(await plotScript()).replace(/<\/script/gi, '<\\/script')}</script>
<script>${DRAW}</script>
</body>
</html>
`;
}

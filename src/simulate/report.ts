/**
 * The offline HTML report of a study: one file holding its data, Observable Plot and the code
 * drawing the plots (win rates with intervals, game lengths, points by round, each variant
 * against the base). It requests nothing from the network.
 */
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

// Runs in the page: reads the study and draws each plot into its figure.
const DRAW = `
const study = JSON.parse(document.getElementById('study').textContent);
const round = study.summary.round;
const put = (id, node) => document.getElementById(id).append(node);
const rates = study.summary.variants.flatMap((v) => [
  ...['seat', 'team', 'deck', 'bot'].flatMap((category) => v.winRate[category].map((r) => ({ variant: v.label, category, key: r.key, rate: r.estimate, low: r.low, high: r.high }))),
  { variant: v.label, category: 'first player', key: 'first', rate: v.winRate.firstPlayer.estimate, low: v.winRate.firstPlayer.low, high: v.winRate.firstPlayer.high },
]);
put('win-rates', Plot.plot({
  width: 900, marginLeft: 190, height: 60 + 22 * rates.length, x: { domain: [0, 1], label: 'win rate, % of games (95% interval)', grid: true, tickFormat: '.0%' },
  y: { label: null }, color: { legend: true },
  marks: [
    Plot.ruleX([0.5], { stroke: '#999', strokeDasharray: '3,3' }),
    Plot.ruleY(rates, { y: (d) => d.category + ' ' + d.key + ' · ' + d.variant, x1: 'low', x2: 'high', stroke: 'variant', strokeWidth: 2 }),
    Plot.dot(rates, { y: (d) => d.category + ' ' + d.key + ' · ' + d.variant, x: 'rate', fill: 'variant', r: 4 }),
  ],
}));
put('lengths', Plot.plot({
  width: 900, height: 260, x: { label: 'actions per game' }, y: { label: 'games', grid: true }, color: { legend: true },
  // y2, not y: the variants' bars overlap from 0 instead of stacking.
  marks: [Plot.rectY(study.games, Plot.binX({ y2: 'count' }, { x: 'actions', fill: 'variant', mixBlendMode: 'multiply', fillOpacity: 0.5 })), Plot.ruleY([0])],
}));
const points = study.summary.variants.flatMap((v) => v.pointsByRound.flatMap((p) => Object.entries(p.mean).map(([team, mean]) => ({ series: 'team ' + team + ' · ' + v.label, round: p.round, mean, games: p.games }))));
put('points', Plot.plot({
  width: 900, height: 300, x: { label: round + ' (at its end)' }, y: { label: 'mean points per team', grid: true }, color: { legend: true },
  marks: [Plot.line(points, { x: 'round', y: 'mean', stroke: 'series', marker: 'dot' })],
}));
// One plot per unit, each row a difference with its interval; significant ones first (versus-rows.ts).
const groups = JSON.parse(document.getElementById('versus-groups').textContent);
groups.forEach((group, i) => {
  const rows = group.rows.map((r) => ({ ...r, label: r.measure + ' · ' + r.variant, kind: r.significant ? 'significant' : 'not significant' }));
  const figure = document.createElement('figure');
  document.getElementById('versus').append(figure);
  figure.append(Plot.plot({
    width: 900, marginLeft: 220, marginRight: 30, height: 70 + 24 * rows.length,
    // Proportions shown as percentage points; the scale's own percent option would add "(%)".
    x: { label: 'variant minus base, ' + group.unit + ' (95% interval)', grid: true, nice: true, transform: group.percent ? (d) => d * 100 : undefined },
    y: { label: null, domain: rows.map((r) => r.label) },
    color: { legend: i === 0, domain: ['significant', 'not significant'], range: ['#d62728', '#7f7f7f'] },
    marks: [
      Plot.ruleX([0], { stroke: '#333' }),
      Plot.ruleY(rows, { y: 'label', x1: 'low', x2: 'high', stroke: 'kind', strokeWidth: 2 }),
      Plot.dot(rows, { y: 'label', x: 'estimate', fill: 'kind', r: 4 }),
    ],
  }));
});
if (groups.length === 0) document.getElementById('versus-section').hidden = true;
`;

function percent(x: number): string {
  return `${(x * 100).toFixed(1)}%`;
}

function tables(study: Study): string {
  const out: string[] = [];
  for (const v of study.summary.variants) {
    const rows = (['seat', 'team', 'deck', 'bot'] as const).flatMap((category) =>
      v.winRate[category].map((r) => `<tr><td>${category}</td><td>${escapeHtml(r.key)}</td><td>${r.successes}/${r.trials}</td><td>${percent(r.estimate)}</td><td>${percent(r.low)} – ${percent(r.high)}</td></tr>`),
    );
    const f = v.winRate.firstPlayer;
    rows.push(`<tr><td>first player</td><td></td><td>${f.successes}/${f.trials}</td><td>${percent(f.estimate)}</td><td>${percent(f.low)} – ${percent(f.high)}</td></tr>`);
    const l = v.length;
    out.push(`<h3>${escapeHtml(v.label)}</h3>
<p>${v.games} games · ${v.draws.successes} draws · ${v.unfinished.successes} unfinished (action limit) · actions: mean ${l.actions.mean.toFixed(1)}, median ${l.actions.median}, ${l.actions.min}–${l.actions.max} · ${study.summary.round}s: mean ${l.rounds.mean.toFixed(1)}, median ${l.rounds.median}, ${l.rounds.min}–${l.rounds.max}</p>
<table><thead><tr><th>by</th><th></th><th>wins</th><th>rate</th><th>95% interval</th></tr></thead><tbody>${rows.join('')}</tbody></table>`);
    if (v.versusBase) {
      const cells = significantFirst(v.versusBase, (c) => c.difference.significant).map((c) => {
        const scale = c.measure.startsWith('mean ') ? (x: number) => x.toFixed(2) : percent;
        const d = c.difference;
        return `<tr><td>${escapeHtml(c.measure)}</td><td>${scale(c.base)}</td><td>${scale(c.variant)}</td><td>${scale(d.estimate)}</td><td>${scale(d.low)} – ${scale(d.high)}</td><td>${d.significant ? 'yes' : 'no'}</td></tr>`;
      });
      out.push(`<table><thead><tr><th>versus base</th><th>base</th><th>${escapeHtml(v.label)}</th><th>difference</th><th>95% interval</th><th>significant</th></tr></thead><tbody>${cells.join('')}</tbody></table>`);
    }
  }
  return out.join('\n');
}

export async function reportHtml(study: Study): Promise<string> {
  const c = study.config;
  const title = `rulegraph simulate · ${c.mode}`;
  return `<!doctype html>
<html lang="en">
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
<p>${c.games} games per variant · seed ${c.seed} · bots ${escapeHtml(c.bots.join(', '))} · decks ${escapeHtml(c.decks.length > 0 ? c.decks.join(', ') : "the mode's")} · action limit ${c.maxActions}${c.shard ? ` · shard ${c.shard.index}/${c.shard.count}` : ''} · variants: ${escapeHtml(c.variants.map((v) => v.label).join(', '))}</p>
<h2>Win rates</h2>
<figure id="win-rates"></figure>
<h2>Game length</h2>
<figure id="lengths"></figure>
<h2>Points by ${escapeHtml(study.summary.round)}</h2>
<figure id="points"></figure>
<section id="versus-section"><h2>Variants against the base rules</h2>
<div id="versus"></div></section>
<h2>Tables</h2>
${tables(study)}
<script type="application/json" id="study">${scriptJson(study)}</script>
<script type="application/json" id="versus-groups">${scriptJson(versusGroups(study.summary))}</script>
<script>${(await plotScript()).replace(/<\/script/gi, '<\\/script')}</script>
<script>${DRAW}</script>
</body>
</html>
`;
}

/**
 * Combining shards: the results of `--shard 1/n` .. `--shard n/n` of one study become the
 * study one unsharded run writes (same config, same games in the same order, same summary).
 */
import { LoadError, wordedIssue } from '../engine/errors.js';
import { text } from './i18n/messages.js';
import { studyOf, type Study } from './run.js';

/** The config without its shard, as text: shards of one study agree on everything else. */
function sameStudyKey(study: Study): string {
  const { shard: _shard, ...rest } = study.config;
  return JSON.stringify(rest);
}

export function mergeStudies(studies: readonly { readonly file: string; readonly study: Study }[]): Study {
  const first = studies[0];
  if (!first) throw new LoadError('merge', [wordedIssue({ path: '$' }, text('load.noFiles'))]);
  const key = sameStudyKey(first.study);
  for (const { file, study } of studies.slice(1)) {
    if (sameStudyKey(study) !== key) throw new LoadError(file, [wordedIssue({ path: '$.config' }, text('load.otherStudy', { file: first.file }))]);
  }
  const seen = new Map<string, string>();
  for (const { file, study } of studies) {
    for (const game of study.games) {
      const id = `${game.variant}#${game.index}`;
      const earlier = seen.get(id);
      if (earlier !== undefined) throw new LoadError(file, [wordedIssue({ path: '$.games' }, text('load.gameTwice', { index: game.index, variant: game.variant, earlier }))]);
      seen.set(id, file);
    }
  }
  const games = studies.flatMap(({ study }) => study.games);
  const { shard: _shard, ...config } = first.study.config;
  const expected = config.games * config.variants.length;
  // All shards together are the whole study; fewer keep the shards' own description.
  if (games.length !== expected) {
    const missing = config.games - new Set(games.map((g) => g.index)).size;
    throw new LoadError('merge', [wordedIssue({ path: '$.games' }, text('load.gamesMissing', { held: games.length, expected, missing }))]);
  }
  return studyOf(config, games);
}

// `npm run build -- --shard i/n`: which brands shard i of n builds. A brand's
// shard comes from a hash of its id, not its place in the list, so adding or
// removing a brand never moves the others between CI workers.
import { createHash } from 'node:crypto';

export interface Shard {
  /** 1-based, as CI matrices count. */
  index: number;
  count: number;
}

/** The shard (1..count) a brand id belongs to. */
export function shardOf(id: string, count: number): number {
  return (createHash('sha256').update(id).digest().readUInt32BE(0) % count) + 1;
}

export function inShard(id: string, shard: Shard | undefined): boolean {
  return !shard || shardOf(id, shard.count) === shard.index;
}

/** Parses "i/n"; throws an error that says what was wrong and what to write instead. */
export function parseShard(value: string): Shard {
  const m = /^(\d+)\/(\d+)$/.exec(value.trim());
  if (!m) throw new Error(`--shard needs i/n, the shard number and the number of shards (for example --shard 2/4); found "${value}".`);
  const index = Number(m[1]);
  const count = Number(m[2]);
  if (count < 1) throw new Error(`--shard ${value}: the number of shards must be at least 1.`);
  if (index < 1 || index > count) throw new Error(`--shard ${value}: the shard number must be from 1 to ${count} (shards count from 1).`);
  return { index, count };
}

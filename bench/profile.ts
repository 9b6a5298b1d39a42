/**
 * Summarizes a V8 .cpuprofile (from `npm run bench -- --profile`): self time by package / area and the top
 * functions by self time, plus inclusive time of chosen functions.
 * Usage: npx tsx bench/profile.ts <file.cpuprofile> [--top 30] [--skip seconds] [--inclusive name1,name2]
 * --skip leaves out the first seconds of the profile (process start, module loading).
 * Note: V8 samples on a wall-clock timer, so a native call (writev, read) also collects the time the thread
 * waited for a core; on a loaded machine read the JS shares, and the bench's CPU µs/req, rather than those.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  hitCount?: number;
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    top: { type: 'string', default: '30' },
    skip: { type: 'string', default: '0' },
    inclusive: { type: 'string' },
  },
});
if (positionals.length !== 1)
  throw new Error('usage: tsx bench/profile.ts <file.cpuprofile> [--top N] [--inclusive a,b]');

const profile = JSON.parse(fs.readFileSync(positionals[0], 'utf8')) as CpuProfile;

/** Which package or area a frame belongs to. */
function area(frame: CallFrame): string {
  const { url, functionName } = frame;
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return url;
  const modules = url.lastIndexOf('node_modules/');
  if (modules !== -1) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  const project = /\/(server|bench|contracts)\/src\/(.*)$|\/(bench)\/(.*)$/.exec(url);
  return project ? `project:${project[2] ?? project[4]}` : url;
}

// Self time per node from the sample stream (more exact than hitCount × average interval).
const parentOf = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
const nodeById = new Map(profile.nodes.map((node) => [node.id, node]));

const selfTime = new Map<number, number>();
const skipUntil = Number(values.skip) * 1e6;
let elapsed = 0;
for (let index = 0; index < profile.samples.length; index++) {
  const delta = profile.timeDeltas[index] ?? 0;
  elapsed += delta;
  if (elapsed < skipUntil) continue;
  const id = profile.samples[index];
  selfTime.set(id, (selfTime.get(id) ?? 0) + delta);
}
const total = [...selfTime.values()].reduce((sum, value) => sum + value, 0);
const idle = profile.nodes
  .filter((node) => node.callFrame.functionName === '(idle)')
  .reduce((sum, node) => sum + (selfTime.get(node.id) ?? 0), 0);
const busy = total - idle;

const byArea = new Map<string, number>();
const byFunction = new Map<string, number>();
for (const node of profile.nodes) {
  const time = selfTime.get(node.id) ?? 0;
  if (!time || node.callFrame.functionName === '(idle)') continue;
  const key = area(node.callFrame);
  byArea.set(key, (byArea.get(key) ?? 0) + time);
  const name = `${node.callFrame.functionName || '(anonymous)'}  ${key}:${node.callFrame.lineNumber + 1}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + time);
}

// Inclusive time by area: a sample counts for every area that has a frame anywhere on its stack.
const inclusiveByArea = new Map<string, number>();
for (const [id, time] of selfTime) {
  if (nodeById.get(id)?.callFrame.functionName === '(idle)') continue;
  const areas = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
    const node = nodeById.get(at);
    if (node) areas.add(area(node.callFrame));
  }
  for (const key of areas) inclusiveByArea.set(key, (inclusiveByArea.get(key) ?? 0) + time);
}

const pct = (value: number) => `${((value / busy) * 100).toFixed(1).padStart(5)}%`;
const top = Number(values.top);
console.log(
  `${positionals[0]}: ${(total / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s busy (percentages of busy)`,
);
console.log('\nself time by area:');
for (const [key, time] of [...byArea].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`  ${pct(time)}  ${key}`);
console.log('\ninclusive time by area (on the stack):');
for (const [key, time] of [...inclusiveByArea].sort((a, b) => b[1] - a[1]).slice(0, top)) {
  console.log(`  ${pct(time)}  ${key}`);
}
console.log('\nself time by function:');
for (const [key, time] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`  ${pct(time)}  ${key}`);

if (values.inclusive) {
  // Inclusive time: self time of the node and everything under it, counted once per matching subtree root.
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const subtree = (id: number): number => {
    const node = nodes.get(id);
    if (!node) return 0;
    return (selfTime.get(id) ?? 0) + (node.children ?? []).reduce((sum, child) => sum + subtree(child), 0);
  };
  console.log('\ninclusive time:');
  for (const name of values.inclusive.split(',')) {
    let time = 0;
    const visit = (id: number, inside: boolean) => {
      const node = nodes.get(id);
      if (!node) return;
      const matches = !inside && node.callFrame.functionName === name;
      if (matches) time += subtree(id);
      for (const child of node.children ?? []) visit(child, inside || matches);
    };
    visit(profile.nodes[0].id, false);
    console.log(`  ${pct(time)}  ${name}`);
  }
}

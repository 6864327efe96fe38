/**
 * The clock of bot decisions, in milliseconds: the CPU time of the process where it can be
 * measured (Node), else the wall clock. Budgets and watchdog limits are then what a decision
 * costs, whatever else the machine is running at the same time.
 */
const cpu = typeof process !== 'undefined' && typeof process.cpuUsage === 'function' ? () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
} : undefined;

export function botClock(): number {
  return cpu ? cpu() : Date.now();
}

/** What `botClock()` measures here. */
export const botClockKind: 'cpu' | 'wall' = cpu ? 'cpu' : 'wall';

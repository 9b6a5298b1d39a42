import type { Answer } from './client.ts';

/** How the answers under a fault were: served, refused with the 503 envelope, or anything else. */
export class AnswerTally {
  requests = 0;
  served = 0;
  unavailable = 0;
  /** answers that were neither: a 500, no envelope, a cut connection */
  bad = 0;
  readonly badSamples: string[] = [];
  /** when the last answer that was served came (epoch ms) */
  lastServedAt = 0;

  add(answer: Answer, what: string): void {
    this.requests += 1;
    if (answer.envelope?.code === 0) {
      this.served += 1;
      this.lastServedAt = Date.now();
    } else if (answer.status === 503 && answer.envelope?.code === 503) {
      this.unavailable += 1;
    } else {
      this.bad += 1;
      if (this.badSamples.length < 5) {
        const said = answer.error ?? JSON.stringify(answer.envelope ?? 'not an envelope');
        this.badSamples.push(`${what}: HTTP ${answer.status} ${said}`);
      }
    }
  }
}

/**
 * Runs `step` in `workers` loops until `stop()` is called. A step that got no HTTP answer at all (the
 * server is gone) pauses its loop a little, so a dead server is not hammered in a busy loop.
 */
export function runLoad(workers: number, step: (worker: number) => Promise<Answer>) {
  let running = true;
  const loops = Array.from({ length: workers }, async (_, worker) => {
    while (running) {
      const answer = await step(worker);
      if (answer.status === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

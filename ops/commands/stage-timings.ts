/** How long each stage of a command took, as its log entry records them (`timings`, milliseconds). */

export interface StageTimings {
  /** Each stage timed so far, by its name in the log (`verifyMs`), in the order they began. */
  timings: Record<string, number>;
  /** Runs `work` as the stage `stage`, recording its milliseconds once it settles, passed or refused. */
  time<T>(stage: string, work: () => Promise<T>): Promise<T>;
}

export function stageTimings(): StageTimings {
  const timings: Record<string, number> = {};
  return {
    timings,
    async time(stage, work) {
      const started = performance.now();
      timings[stage] = 0;
      try {
        return await work();
      } finally {
        timings[stage] = Math.round(performance.now() - started);
      }
    },
  };
}

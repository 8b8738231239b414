// Race tests replay one overlap of requests several times: each replay interleaves differently, and
// only on PostgreSQL (DATABASE_URL) do the requests really run at the same time.

const RACE_TRIALS = 12;

/** Runs `trial` RACE_TRIALS times, one after the other, each with fresh data of its own. */
export async function eachTrial(trial: (index: number) => Promise<void>): Promise<void> {
  for (let i = 0; i < RACE_TRIALS; i++) await trial(i);
}

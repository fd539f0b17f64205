// The contract between `npm run bench` (bench/run.ts) and each benchmark module (bench/registry.ts).

/** A measured quantity, kept with its unit so the table and the JSON need no guessing. */
export interface Measure {
  value: number;
  unit: string;
}

/** Lowest and highest per-round ratio (or per-round value when there is no ratio). */
export interface Spread {
  min: number;
  max: number;
}

/**
 * One line of the table. `ratio` is the median of the per-round ratios, oriented so that the
 * target reads in the row's own words (`target`); `pass` is null when nothing is judged
 * (not applicable yet, or informational).
 */
export interface Row {
  name: string;
  baseline: Measure | null;
  candidate: Measure | null;
  ratio: number | null;
  spread: Spread | null;
  target: string;
  pass: boolean | null;
  note?: string;
}

export interface BenchContext {
  /** The repository root. */
  root: string;
  /** A fresh folder for this benchmark, removed after it. */
  tmp: string;
  /** A folder kept for the whole run, for what several benchmarks share (the forum dataset). */
  runDir: string;
  /** Work to do once every benchmark has run (dropping a PostgreSQL database, say). */
  onFinish(task: () => Promise<void>): void;
  /** Progress lines (stderr), prefixed with the elapsed time of the run. */
  log(line: string): void;
  /** BENCH_DATABASE_URL: benchmarks that also run on PostgreSQL do so when it is set. */
  postgresUrl: string | undefined;
}

export interface Benchmark {
  /** Short id, used on the command line: `npm run bench -- api-overhead`. */
  id: string;
  /** The item of issue 5 it answers. */
  item: number;
  title: string;
  /** Rows to show; throwing (a non-2xx response, say) fails the run. */
  run(context: BenchContext): Promise<Row[]>;
}

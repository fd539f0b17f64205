/** Why a file's parse was stopped, or never started. */
export type ParseStop = 'memory' | 'time' | 'busy' | 'failed';

/** A parse that overran its limits (and whose worker was killed), or that could not run. */
export class ParseStopped extends Error {
  constructor(
    readonly reason: ParseStop,
    detail: string,
  ) {
    super(`file parse stopped (${reason}): ${detail}`);
  }
}

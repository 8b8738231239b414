/** The attack suite's one line per check (docs/security.md); printed by `npm test` and .ci/run. */
export { recordFigure } from '../../../scripts/attack-report.mjs';

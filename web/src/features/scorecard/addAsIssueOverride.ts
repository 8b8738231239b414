import { createContext, useContext } from 'react';
import type { GridMeasurable } from './scorecardApi';

/**
 * 'Add as issue' on a measurable: the Scorecard's own call everywhere but in a live meeting, where it
 * goes through the hub (add-measurable-as-issue) so everyone hears of it. The live meeting provides
 * its way here instead of threading a prop through the section, grid, row and menu.
 */
export const AddAsIssueOverride = createContext<((measurable: GridMeasurable) => Promise<void>) | null>(null);

export const useAddAsIssueOverride = () => useContext(AddAsIssueOverride);

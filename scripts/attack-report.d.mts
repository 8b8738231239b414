export function recordFigure(n: number, title: string, figure: string): void;
export function formatFigures(file: string): string[];

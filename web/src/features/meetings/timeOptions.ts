/** One choice of the time select: the wire value 'HH:mm' and its 12-hour label, e.g. '9:05 AM'. */
export interface TimeOption {
  value: string;
  label: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Meeting times in 5-minute steps with am/pm labels (001 §5): 288 choices from 12:00 AM. */
export function timeOptions(step = 5): TimeOption[] {
  const options: TimeOption[] = [];
  for (let minutes = 0; minutes < 24 * 60; minutes += step) {
    const hour = Math.floor(minutes / 60);
    const minute = minutes % 60;
    const hour12 = hour % 12 === 0 ? 12 : hour % 12;
    options.push({
      value: `${pad(hour)}:${pad(minute)}`,
      label: `${hour12}:${pad(minute)} ${hour < 12 ? 'AM' : 'PM'}`,
    });
  }
  return options;
}

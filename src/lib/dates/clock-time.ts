/** A moment's time of day on the device's clock, as `HH:MM` (24 hours). */
export function clockTime(moment: Date): string {
  const twoDigits = (value: number) => String(value).padStart(2, '0');
  return `${twoDigits(moment.getHours())}:${twoDigits(moment.getMinutes())}`;
}

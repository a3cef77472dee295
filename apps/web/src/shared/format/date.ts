const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** `yyyy-MM-dd hh:mm:ss` with a 24-hour clock, in the viewer's local time. Invalid input gives ''. */
export function formatDateTime(input: string | number | Date | null | undefined): string {
  if (input === null || input === undefined || input === '') return '';
  const date = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(date.getTime())) return '';
  return (
    `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}

/** `yyyy-MM-dd` in local time. */
export function formatDate(input: string | number | Date | null | undefined): string {
  return formatDateTime(input).slice(0, 10);
}

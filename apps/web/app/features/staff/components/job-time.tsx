import { useEffect, useState } from 'react';

const FORMAT: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false };

/** A moment in the reader's own time zone; the server renders the ISO time, the browser its local form. */
export function JobTime({ value }: { value: string }) {
  const [text, setText] = useState(value);
  useEffect(() => setText(new Date(value).toLocaleString(undefined, FORMAT)), [value]);
  return <time dateTime={value}>{text}</time>;
}

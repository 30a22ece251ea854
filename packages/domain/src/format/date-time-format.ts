// Making an Intl.DateTimeFormat costs far more than using one (a slow phone spends a tenth of a second on a
// page's worth of them): each locale and set of options is made once and kept.
const formats = new Map<string, Intl.DateTimeFormat>();

/** The one `Intl.DateTimeFormat` for this locale and these options. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

export function SkipLink() {
  return (
    <a
      href="#inhoud"
      className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-brand focus:bg-surface focus:px-4 focus:py-2 focus:shadow-brand"
    >
      Naar de inhoud
    </a>
  );
}

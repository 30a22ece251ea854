// Our own artwork for seeded offers: simple SVG illustrations, served by the app.

const ART = {
  koffie: {
    background: ['#6f4e37', '#a67b5b'],
    shape:
      '<rect x="120" y="70" width="70" height="80" rx="10" fill="#fff"/><path d="M190 85h14a16 16 0 0 1 0 32h-14" fill="none" stroke="#fff" stroke-width="8"/><path d="M140 40c-8 10 8 14 0 24M160 40c-8 10 8 14 0 24" stroke="#fff" stroke-width="5" fill="none" stroke-linecap="round"/>',
  },
  wasstraat: {
    background: ['#0369a1', '#38bdf8'],
    shape:
      '<rect x="95" y="105" width="130" height="40" rx="12" fill="#fff"/><path d="M115 105l18-28h54l18 28z" fill="#e0f2fe"/><circle cx="125" cy="148" r="12" fill="#0f172a"/><circle cx="195" cy="148" r="12" fill="#0f172a"/><circle cx="110" cy="55" r="9" fill="#e0f2fe"/><circle cx="210" cy="48" r="12" fill="#e0f2fe"/><circle cx="160" cy="40" r="7" fill="#e0f2fe"/>',
  },
  broodje: {
    background: ['#b45309', '#f59e0b'],
    shape:
      '<ellipse cx="160" cy="105" rx="80" ry="38" fill="#fde68a"/><path d="M95 100c20-18 110-18 130 0" stroke="#b45309" stroke-width="6" fill="none"/><rect x="90" y="108" width="140" height="10" rx="5" fill="#16a34a"/>',
  },
  ruitenvloeistof: {
    background: ['#1d4ed8', '#60a5fa'],
    shape:
      '<rect x="125" y="60" width="70" height="100" rx="12" fill="#fff"/><rect x="148" y="40" width="24" height="22" rx="4" fill="#fff"/><path d="M160 90c-14 18-14 36 0 40c14-4 14-22 0-40z" fill="#3b82f6"/>',
  },
  banden: {
    background: ['#1f2937', '#4b5563'],
    shape:
      '<circle cx="160" cy="100" r="58" fill="#111827" stroke="#9ca3af" stroke-width="10"/><circle cx="160" cy="100" r="24" fill="#d1d5db"/><circle cx="160" cy="100" r="8" fill="#374151"/>',
  },
  snack: {
    background: ['#be123c', '#fb7185'],
    shape:
      '<rect x="100" y="70" width="60" height="90" rx="8" fill="#fff"/><rect x="175" y="55" width="44" height="105" rx="10" fill="#fecdd3"/><rect x="185" y="45" width="24" height="14" rx="4" fill="#fff"/>',
  },
  korting: {
    background: ['#047857', '#34d399'],
    shape:
      '<circle cx="125" cy="70" r="20" fill="none" stroke="#fff" stroke-width="10"/><circle cx="195" cy="135" r="20" fill="none" stroke="#fff" stroke-width="10"/><path d="M205 55L115 150" stroke="#fff" stroke-width="12" stroke-linecap="round"/>',
  },
  olie: {
    background: ['#854d0e', '#eab308'],
    shape:
      '<path d="M110 150h100l-10-70h-30l-8-20h-20l-8 20h-14z" fill="#fff"/><path d="M215 95c10 12 10 24 0 28c-10-4-10-16 0-28z" fill="#fef08a"/>',
  },
  adblue: {
    background: ['#1e3a8a', '#3b82f6'],
    shape:
      '<rect x="110" y="55" width="100" height="110" rx="14" fill="#fff"/><rect x="180" y="40" width="20" height="20" rx="4" fill="#fff"/><rect x="125" y="90" width="70" height="30" rx="6" fill="#2563eb"/>',
  },
  stofzuiger: {
    background: ['#4338ca', '#818cf8'],
    shape:
      '<rect x="100" y="90" width="70" height="60" rx="14" fill="#fff"/><path d="M170 110c40 0 40-50 60-50" stroke="#fff" stroke-width="10" fill="none" stroke-linecap="round"/><circle cx="115" cy="155" r="9" fill="#1e1b4b"/><circle cx="155" cy="155" r="9" fill="#1e1b4b"/>',
  },
} as const;

export type OfferArtName = keyof typeof ART;

export function isOfferArt(name: string): name is OfferArtName {
  return Object.hasOwn(ART, name);
}

export function offerArtUrl(name: OfferArtName): string {
  return `/api/offers/art/${name}.svg`;
}

export function offerArtSvg(name: OfferArtName): string {
  const { background, shape } = ART[name];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200" width="320" height="200" role="img"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${background[0]}"/><stop offset="1" stop-color="${background[1]}"/></linearGradient></defs><rect width="320" height="200" fill="url(#g)"/>${shape}</svg>`;
}

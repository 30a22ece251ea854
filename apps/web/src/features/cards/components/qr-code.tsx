import { encode } from 'uqr';

/**
 * A QR code as an SVG of dark modules on white, with a quiet zone, drawn from the value itself (no image
 * request). Error correction M, so a scratched phone screen still scans.
 */
export function QrCode({ value, label, size = 220 }: { value: string; label: string; size?: number }) {
  const { data } = encode(value, { ecc: 'M', border: 4 });
  const modules = data.length;
  const path = data.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : ''))).join('');
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${modules} ${modules}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      data-qr-value={value}
      className="rounded-md bg-white"
    >
      <rect width={modules} height={modules} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}

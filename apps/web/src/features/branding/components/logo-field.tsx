import { themeMessages } from '@fuellinq/domain/admin/brand-theme-rules';
import { LOGO_DATA_URL_MAX_CHARS } from '@fuellinq/domain/admin/brand-theme.contract';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { storeLogo, useBrandLogo } from '../../../lib/theme.ts';

/** Base64 makes a file a third larger: the largest upload whose data: URL still fits a published theme. */
const MAX_LOGO_BYTES = Math.floor((LOGO_DATA_URL_MAX_CHARS - 100) * 0.75);

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('geen data-URL'));
    reader.onerror = () => reject(reader.error ?? new Error('lezen mislukt'));
    reader.readAsDataURL(file);
  });
}

/**
 * The logo: an uploaded image (images only, spec §5) kept under 'brand_logo', shown at once in the header.
 * `onRemove` also empties the theme's logo URL.
 */
export function LogoField({ onRemove }: { onRemove: () => void }) {
  const logo = useBrandLogo();
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();

  return (
    <div className="flex flex-col gap-3">
      <div>
        <label htmlFor={id} className="mb-1 block text-sm font-medium">
          Logo uploaden
        </label>
        <input
          id={id}
          type="file"
          accept="image/*"
          aria-describedby={problem ? `${id}-problem` : `${id}-hint`}
          className="block w-full text-sm file:mr-3 file:rounded-brand file:border file:border-border file:bg-surface file:px-3 file:py-2 file:text-sm file:font-semibold"
          onChange={(event) => {
            const input = event.currentTarget;
            const file = input.files?.[0];
            if (!file) return;
            if (!file.type.startsWith('image/')) {
              setProblem(themeMessages.imageOnly);
              input.value = '';
              return;
            }
            if (file.size > MAX_LOGO_BYTES) {
              setProblem(themeMessages.logoTooLarge);
              input.value = '';
              return;
            }
            setProblem(null);
            void readAsDataUrl(file).then(storeLogo, () => setProblem(themeMessages.imageOnly));
          }}
        />
        {problem ? (
          <p id={`${id}-problem`} role="alert" className="mt-1 text-sm text-danger">
            {problem}
          </p>
        ) : (
          <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
            PNG, JPEG, WebP of GIF tot 300 kB; een SVG werkt alleen op dit apparaat.
          </p>
        )}
      </div>
      <div className="flex items-center gap-3">
        <div className="flex h-16 min-w-16 items-center justify-center rounded-brand border border-border bg-bg p-2">
          {logo ? (
            <img src={logo} alt="Huidig logo" className="max-h-12 w-auto" />
          ) : (
            <span className="text-xs text-muted">Standaard</span>
          )}
        </div>
        {logo ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              storeLogo(null);
              onRemove();
            }}
          >
            Logo verwijderen
          </Button>
        ) : null}
      </div>
    </div>
  );
}

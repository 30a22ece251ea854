import { cardStatusBadge } from '@fuellinq/domain/cards/card-rules';
import { groupedCode } from '@fuellinq/domain/codes/code-rules';
import { walletErrors, walletMessages } from '@fuellinq/domain/wallet/wallet-messages';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { errorText, hasStatus } from '../../../lib/api-errors.ts';
import { passViewQueryOptions } from '../api/wallet-api.ts';
import { CardFace } from '../components/card-face.tsx';
import { QrCode } from '../components/qr-code.tsx';

/**
 * The universal pass (/pass/:token): the card, its masked number, a scannable QR code of the card token and
 * the points, on any phone browser, without an app or a session.
 */
export function PassPage() {
  const { token = '' } = useParams();
  const pass = useQuery(passViewQueryOptions(token));

  if (pass.isPending) {
    return (
      <div className="mx-auto max-w-md space-y-4" role="status" aria-label="Je pas laden…">
        <Skeleton className="aspect-[1.586] w-full rounded-2xl" />
        <Skeleton className="mx-auto size-56" />
      </div>
    );
  }
  if (pass.isError) {
    // 404: no such pass; 410: the link expired or was revoked, and the server says how to get a new one.
    const missing = hasStatus(pass.error, 404);
    const ended = hasStatus(pass.error, 410);
    const message = missing
      ? walletErrors.pass_not_found
      : ended
        ? errorText(pass.error, { fallback: walletErrors.pass_link_expired })
        : walletMessages.passFailed;
    return (
      <div className="mx-auto max-w-md space-y-4">
        <PageHeader title="Je tankpas" />
        <ErrorState message={message} {...(missing || ended ? {} : { onRetry: () => void pass.refetch() })} />
        <ButtonLink to="/" variant="secondary">
          Naar de homepage
        </ButtonLink>
      </div>
    );
  }

  const { label, last4, masked_pan, barcode, points, status } = pass.data;
  const badge = cardStatusBadge(status);
  return (
    <div className="mx-auto max-w-md space-y-6">
      <PageHeader title="Je tankpas" intro="Laat de QR-code scannen bij de kassa." />
      <CardFace label={label} last4={last4} footer={<span className="opacity-90">{points} punten</span>} />
      {badge ? (
        <p>
          Status: <Badge tone={status === 'blocked' ? 'danger' : 'warning'}>{badge}</Badge>
        </p>
      ) : null}
      <div className="card flex flex-col items-center gap-3 p-6">
        <QrCode value={barcode} label={`QR-code van je pas ${label}`} />
        <p className="font-mono text-sm tracking-wider">{masked_pan}</p>
        <p className="text-center text-sm text-muted">
          Lukt scannen niet? De code voor de kassa:{' '}
          <span className="font-mono font-semibold text-text">{groupedCode(barcode)}</span>
        </p>
      </div>
      <dl className="card grid grid-cols-2 gap-3 p-5 text-sm">
        <dt className="text-muted">Pas</dt>
        <dd className="font-semibold">{label}</dd>
        <dt className="text-muted">Kaartnummer</dt>
        <dd className="font-mono">{masked_pan}</dd>
        <dt className="text-muted">Punten</dt>
        <dd className="font-semibold">{points}</dd>
      </dl>
      <p className="text-sm text-muted">
        Tip: bewaar deze pagina als bladwijzer of zet hem op je beginscherm, dan heb je je pas altijd bij de
        hand.
      </p>
    </div>
  );
}

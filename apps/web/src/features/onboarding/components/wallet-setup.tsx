import { bankMessages } from '@fuellinq/domain/bank/bank-messages';
import { findBank } from '@fuellinq/domain/bank/banks';
import {
  cardDisplayLabel,
  cardMessages,
  DEFAULT_ONBOARDING_CARD_LABEL,
} from '@fuellinq/domain/cards/card-rules';
import { walletMessages } from '@fuellinq/domain/wallet/wallet-messages';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { bankStatusQueryOptions } from '../../bank/api/bank-queries.ts';
import { onboardingCardQueryOptions } from '../../cards/api/card-queries.ts';
import { walletPassQueryOptions } from '../../cards/api/wallet-api.ts';
import { CardFace } from '../../cards/components/card-face.tsx';
import { WalletButtons } from '../../cards/components/wallet-buttons.tsx';

/**
 * Spec §4 Wallet screen (/onboarding/wallet and /app/wallet-setup): polls the bank status every 2.5 s until
 * linked (not while the tab is hidden), then takes the active card or issues 'Mijn tankpas', then fetches the
 * pass links. The wallet buttons work only once the bank is linked and the card exists.
 */
export function WalletSetup({ info, continueTo }: { info?: string | null; continueTo?: string }) {
  const status = useQuery(bankStatusQueryOptions({ poll: true }));
  const linked = status.data?.linked === true;
  const card = useQuery({ ...onboardingCardQueryOptions(DEFAULT_ONBOARDING_CARD_LABEL), enabled: linked });
  const pass = useQuery({ ...walletPassQueryOptions(card.data?.id ?? ''), enabled: Boolean(card.data) });
  const bank = findBank(status.data?.bank);

  const message = !linked
    ? walletMessages.waitingForLink
    : card.data
      ? walletMessages.ready
      : card.isError
        ? null
        : walletMessages.creatingCard;
  const passError = pass.isError
    ? walletMessages.passFailed
    : pass.isSuccess && !pass.data.url
      ? walletMessages.noLink
      : null;

  return (
    <div className="space-y-6">
      {info && !linked ? <Alert>{info}</Alert> : null}
      {status.isError ? (
        <ErrorState message={bankMessages.linkFailed} onRetry={() => void status.refetch()} />
      ) : null}
      {!linked && status.data?.status === 'failed' ? (
        <Alert tone="error">
          {bankMessages.rejected}{' '}
          <Link to="/onboarding/bank" className="font-semibold underline">
            Kies je bank opnieuw
          </Link>
        </Alert>
      ) : null}

      <div className="card space-y-5 p-6">
        <p role="status" className="flex items-center gap-2 font-medium">
          {message && message !== walletMessages.ready ? (
            <span
              aria-hidden
              className="size-4 animate-spin rounded-full border-2 border-border border-t-primary"
            />
          ) : null}
          {message}
        </p>
        {linked && bank ? (
          <p className="text-sm text-muted">
            Gekoppeld met {bank.name}
            {status.data?.iban_masked ? ` · ${status.data.iban_masked}` : ''}
          </p>
        ) : null}
        {card.isError ? (
          <ErrorState message={cardMessages.activeFailed} onRetry={() => void card.refetch()} />
        ) : card.data ? (
          <CardFace label={cardDisplayLabel(card.data.label, 1)} last4={card.data.last4} />
        ) : (
          <Skeleton className="aspect-[1.586] w-full max-w-sm rounded-2xl" />
        )}
        <WalletButtons
          cardId={card.data?.id ?? null}
          enabled={linked}
          passUrl={pass.data?.url ?? null}
          passError={passError}
          showDemoNote={Boolean(pass.data?.url && !pass.data.appleUrl && !pass.data.googleUrl)}
        />
      </div>

      <div className="flex flex-wrap items-center gap-3">
        {continueTo ? (
          card.data ? (
            <ButtonLink to={continueTo}>Verder</ButtonLink>
          ) : (
            <Button disabled>Verder</Button>
          )
        ) : null}
        <ButtonLink to="/app" variant="secondary">
          Naar je dashboard
        </ButtonLink>
        <Link to="/" className="text-sm font-medium text-muted underline">
          Later
        </Link>
      </div>
      <p className="text-sm text-muted">
        Vragen? Lees de{' '}
        <Link to="/faq" className="underline">
          veelgestelde vragen
        </Link>{' '}
        of neem{' '}
        <Link to="/contact" className="underline">
          contact
        </Link>{' '}
        met ons op.
      </p>
    </div>
  );
}

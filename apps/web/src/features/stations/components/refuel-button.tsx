import { cardMessages } from '@fuellinq/domain/cards/card-rules';
import { transactionMessages } from '@fuellinq/domain/money/transaction.contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { useSession } from '../../../lib/use-session.ts';
import { activeCardQueryOptions } from '../../cards/api/card-queries.ts';
import { useStartRefuel } from '../../transactions/api/use-start-refuel.ts';

/**
 * Nu tanken on a station page: starts a refuel at this station with the active card and goes to the
 * checkout. Signed out, it goes to the login and comes back here.
 */
export function RefuelButton({ stationId }: { stationId: string }) {
  const { isLoggedIn } = useSession();
  if (!isLoggedIn) {
    const next = encodeURIComponent(`/station/${encodeURIComponent(stationId)}`);
    return (
      <Link to={`/login?next=${next}`} className={buttonClass('primary')}>
        Nu tanken
      </Link>
    );
  }
  return <SignedInRefuelButton stationId={stationId} />;
}

function SignedInRefuelButton({ stationId }: { stationId: string }) {
  const card = useQuery(activeCardQueryOptions());
  const refuel = useStartRefuel();
  return (
    <>
      <Button
        disabled={card.isPending || card.isError || refuel.busy}
        onClick={() => void refuel.start(card.data?.id, { stationId })}
      >
        {refuel.busy ? 'Bezig…' : 'Nu tanken'}
      </Button>
      {card.isError ? (
        <Alert tone="error" className="basis-full">
          {cardMessages.activeFailed}
        </Alert>
      ) : null}
      {refuel.failure ? (
        <Alert tone="error" className="basis-full">
          {refuel.failure}
          {refuel.failure === transactionMessages.chooseActiveCard ? (
            <>
              {' '}
              <Link to="/app/wallet" className="font-medium underline">
                Naar Wallet
              </Link>
            </>
          ) : null}
        </Alert>
      ) : null}
    </>
  );
}

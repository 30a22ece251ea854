import { cardMessages } from '@fuellinq/domain/cards/card-rules';
import { transactionMessages } from '@fuellinq/domain/money/transaction.contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { activeCardQueryOptions } from '../../cards/api/card-queries.ts';
import { useStartRefuel } from '../../transactions/api/use-start-refuel.ts';

/** Nu tanken for a signed-in driver (refuel-button.tsx loads it): the active card, then the checkout. */
export default function SignedInRefuelButton({ stationId }: { stationId: string }) {
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

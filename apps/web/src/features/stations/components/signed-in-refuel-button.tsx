import { cardMessages } from '@fuellinq/domain/cards/card-rules';
import { transactionMessages } from '@fuellinq/domain/money/transaction.contract';
import { vehicleChoiceLabel } from '@fuellinq/domain/vehicles/vehicle.contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { activeCardQueryOptions } from '../../cards/api/card-queries.ts';
import { useRefuelVehicle } from '../../transactions/api/use-refuel-vehicle.ts';
import { useStartRefuel } from '../../transactions/api/use-start-refuel.ts';

/**
 * Nu tanken for a signed-in driver (refuel-button.tsx loads it): the active card, then the checkout. With
 * several vehicles and none on the card, it asks first which one the refuel is for (its logbook gets it).
 */
export default function SignedInRefuelButton({ stationId }: { stationId: string }) {
  const card = useQuery(activeCardQueryOptions());
  const refuel = useStartRefuel();
  const target = useRefuelVehicle(card.data?.id);
  const [vehicleId, setVehicleId] = useState('');
  const [unchosen, setUnchosen] = useState(false);
  const onStart = () => {
    if (target.mustChoose && !vehicleId) {
      setUnchosen(true);
      return;
    }
    void refuel.start(card.data?.id, { stationId, ...(vehicleId ? { vehicle_id: vehicleId } : {}) });
  };
  return (
    <>
      {target.mustChoose ? (
        <SelectField
          label="Voor welk voertuig tank je?"
          className="basis-full"
          value={vehicleId}
          error={unchosen && !vehicleId ? transactionMessages.chooseVehicle : undefined}
          onChange={(event) => setVehicleId(event.target.value)}
        >
          <option value="">Kies een voertuig</option>
          {target.vehicles.map((vehicle) => (
            <option key={vehicle.id} value={vehicle.id}>
              {vehicleChoiceLabel(vehicle)}
            </option>
          ))}
        </SelectField>
      ) : null}
      <Button disabled={card.isPending || card.isError || refuel.busy} onClick={onStart}>
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

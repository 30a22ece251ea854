import { cardDisplayLabel, cardMessages } from '@fuellinq/domain/cards/card-rules';
import { useQuery } from '@tanstack/react-query';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { activeCardQueryOptions } from '../../cards/api/card-queries.ts';
import { CardFace } from '../../cards/components/card-face.tsx';
import { OverviewBlock, QueryBody } from './overview-block.tsx';

/** Spec §2: the active card, or the way to get one. */
export function ActiveCardBlock() {
  const active = useQuery(activeCardQueryOptions());
  return (
    <OverviewBlock title="Actieve pas" link={{ to: '/app/wallet', label: 'Wallet/Passen' }}>
      {() => (
        <QueryBody
          query={active}
          loadingLabel="Actieve pas laden…"
          failedHeadline={cardMessages.activeFailed}
        >
          {(card) =>
            card ? (
              <CardFace label={cardDisplayLabel(card.label, 1)} last4={card.last4} />
            ) : (
              <div className="space-y-2 text-sm">
                <p>Je hebt nog geen actieve pas.</p>
                <ButtonLink to="/app/wallet" size="sm">
                  Pas aanmaken
                </ButtonLink>
              </div>
            )
          }
        </QueryBody>
      )}
    </OverviewBlock>
  );
}

import { BankLinkBodySchema } from '@fuellinq/domain/bank/bank.contract';
import { bankMessages } from '@fuellinq/domain/bank/bank-messages';
import { isBankId } from '@fuellinq/domain/bank/banks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SkeletonList } from '../../../components/ui/skeleton.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { errorText } from '../../../lib/api-errors.ts';
import { browserLocation } from '../../../lib/browser-location.ts';
import { useZodForm } from '../../../lib/forms.ts';
import { bankOptionsQueryOptions, useLinkBank } from '../../bank/api/bank-queries.ts';
import { BankPicker } from '../../bank/components/bank-picker.tsx';
import { readStoredBank, storeBank } from '../../bank/stored-bank.ts';
import { OnboardingSteps } from '../components/onboarding-steps.tsx';

/** Spec §2, §4, §5: step 2 of 3, choose the bank and link it. */
export function OnboardingBankPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const options = useQuery(bankOptionsQueryOptions());
  const link = useLinkBank();
  const preselected = [params.get('bank'), readStoredBank()].find(isBankId);
  const form = useZodForm(BankLinkBodySchema, { defaultValues: preselected ? { bank: preselected } : {} });
  const selected = useWatch({ control: form.control, name: 'bank' });
  const [failure, setFailure] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  // Sign-up replaces itself with this step, so the page before is where the user came from. Not /signup:
  // that sends a signed-in user straight to the dashboard. Opened directly, "back" is the home page.
  const cameFromApp = useLocation().key !== 'default';

  function choose(id: string) {
    if (!isBankId(id)) return;
    form.setValue('bank', id);
    storeBank(id);
  }

  const onSubmit = form.handleSubmit(async ({ bank }) => {
    if (link.isPending || leaving) return;
    setFailure(null);
    storeBank(bank);
    try {
      const result = await link.mutateAsync(bank);
      if (result.redirectUrl) {
        setLeaving(true);
        browserLocation.assign(result.redirectUrl);
      } else {
        const linked = result.status === 'linked' || result.linked;
        const pending = !linked && (result.status === 'pending' || result.pending);
        void navigate('/onboarding/wallet', pending ? { state: { info: bankMessages.pending } } : {});
      }
    } catch (error) {
      // A refusal with a reason (a 4xx) says why; anything else gets the spec's text.
      setFailure(errorText(error, { fallback: bankMessages.linkFailed, reasons: 'refusals' }));
    }
  });

  return (
    <div className="mx-auto max-w-2xl">
      <OnboardingSteps current={2} />
      <PageHeader
        title="Bank koppelen"
        intro="Stap 2 van 3: kies je bank. Je geeft bij je bank toestemming, zodat we zeker weten dat de rekening van jou is."
      />
      <form
        onSubmit={(event) => void onSubmit(event)}
        className="card space-y-5 p-6"
        aria-label="Kies je bank"
      >
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        {options.isPending ? (
          <SkeletonList rows={4} label="Banken laden…" />
        ) : options.isError ? (
          <ErrorState message="Kon de banken niet laden." onRetry={() => void options.refetch()} />
        ) : (
          <BankPicker banks={options.data} selected={selected ?? null} onSelect={choose} />
        )}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Link
            to="/"
            className="text-sm font-medium text-muted underline"
            onClick={(event) => {
              if (!cameFromApp) return;
              event.preventDefault();
              void navigate(-1);
            }}
          >
            ← Terug
          </Link>
          <Button type="submit" disabled={!selected || link.isPending || leaving}>
            {link.isPending || leaving ? 'Koppelen…' : 'Doorgaan'}
          </Button>
        </div>
      </form>
    </div>
  );
}

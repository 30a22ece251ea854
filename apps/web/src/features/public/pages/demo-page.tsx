import { useSearchParams } from 'react-router';
import { Accordion } from '../../../components/ui/accordion.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { CallToAction, PageIntro, PageSection, Steps } from '../components/page-parts.tsx';
import { DEMO_PANELS, DEMO_TABS, DRIVER_STEPS, type TabId } from '../content/demo.ts';
import { FAQ, type FaqTopic } from '../content/faq.ts';

/**
 * Spec §2: ?audience=consumer|business picks the open tab. Drivers and fleets share the first tab (a consumer
 * drives with the same pass); `partner` opens the stations' tab, as the partner portal's invitation links it.
 */
export function tabForAudience(audience: string | null): TabId {
  return audience === 'partner' ? 'partners' : 'business';
}

function faqOf(id: FaqTopic['id']) {
  const topic = FAQ.find((candidate) => candidate.id === id);
  return (topic?.items ?? []).map((item) => ({ id: item.id, title: item.question, content: item.answer }));
}

/** Spec §2 /demo: tabs for fleets and stations, how it works, a FAQ accordion, and where to start. */
export function DemoPage() {
  const [params, setParams] = useSearchParams();
  const active = tabForAudience(params.get('audience'));
  const panel = DEMO_PANELS[active];
  const consumer = params.get('audience') === 'consumer';

  return (
    <div>
      <PageIntro
        path="/demo"
        eyebrow="Demo"
        heading={consumer ? 'Zo werkt je gratis tankpas' : 'Zo werkt FuelLinq'}
        actions={
          <>
            <ButtonLink to="/signup">Account aanmaken</ButtonLink>
            <ButtonLink to="/contact" variant="secondary">
              Contact opnemen
            </ButtonLink>
          </>
        }
      >
        Een prepaid tankpas in je wallet, stations vergelijken op prijs, acties en afstand, en tanken zonder
        borg op je bankrekening. Zie hieronder hoe het werkt voor bestuurders, wagenparken en tankstations.
      </PageIntro>

      <PageSection id="demo-how" title="Zo werkt het voor bestuurders">
        <Steps label="Zo werkt het voor bestuurders" steps={DRIVER_STEPS} />
      </PageSection>

      <section aria-label="Voor wie" className="mt-14">
        <Tabs
          label="Voor wie"
          items={DEMO_TABS}
          active={active}
          onChange={(id) => {
            if (id !== active)
              setParams({ audience: id === 'partners' ? 'partner' : 'business' }, { replace: true });
          }}
        >
          <div className="grid gap-8 lg:grid-cols-2">
            <div>
              <h2 className="text-2xl font-bold">{panel.title}</h2>
              <p className="mt-2 text-muted">{panel.intro}</p>
              <ul className="mt-4 space-y-2">
                {panel.benefits.map((benefit) => (
                  <li key={benefit} className="flex gap-2">
                    <span aria-hidden className="font-bold text-primary">
                      ✓
                    </span>
                    {benefit}
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h3 className="mb-3 text-lg font-semibold">Zo begin je</h3>
              <ol className="space-y-3">
                {panel.steps.map((step, index) => (
                  <li key={step.title} className="card flex gap-3 p-4">
                    <span aria-hidden className="font-bold text-primary">
                      {index + 1}.
                    </span>
                    <span>
                      <span className="font-semibold">{step.title}</span>
                      <span className="block text-sm text-muted">{step.text}</span>
                    </span>
                  </li>
                ))}
              </ol>
            </div>
          </div>
          <h3 className="mt-10 mb-3 text-lg font-semibold">Veelgestelde vragen</h3>
          <Accordion key={active} headingLevel={4} items={faqOf(panel.faq)} />
        </Tabs>
      </section>

      <CallToAction title="Klaar om te beginnen?" primary={{ to: '/signup', label: 'Account aanmaken' }}>
        De eerste maand is gratis, daarna € 2,50 per maand, maandelijks opzegbaar. Voor wagenparken en
        tankstations maken we graag een afspraak.
      </CallToAction>
    </div>
  );
}

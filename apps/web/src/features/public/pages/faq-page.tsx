import { Link } from 'react-router';
import { Accordion } from '../../../components/ui/accordion.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { PageIntro } from '../components/page-parts.tsx';
import { FAQ } from '../content/faq.ts';

/** /faq: every question, per topic, in accordions that open with the keyboard as well. */
export function FaqPage() {
  return (
    <div className="max-w-3xl">
      <PageIntro path="/faq" eyebrow="Hulp">
        Over de tankpas, je saldo, zakelijk gebruik, tankstations, CO2 en privacy. Staat je vraag er niet bij?{' '}
        <Link to="/contact">Neem contact op</Link>: we antwoorden binnen 1–2 werkdagen.
      </PageIntro>
      <nav aria-label="Onderwerpen" className="mb-10">
        <ul className="flex flex-wrap gap-2">
          {FAQ.map((topic) => (
            <li key={topic.id}>
              <a
                href={`#${topic.id}`}
                className="inline-block rounded-full border border-border bg-surface px-3 py-1 text-sm no-underline hover:bg-bg"
              >
                {topic.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="space-y-10">
        {FAQ.map((topic) => (
          <section key={topic.id} id={topic.id} aria-labelledby={`${topic.id}-title`} className="scroll-mt-6">
            <h2 id={`${topic.id}-title`} className="mb-3 text-xl font-bold">
              {topic.title}
            </h2>
            <Accordion
              items={topic.items.map((item) => ({ id: item.id, title: item.question, content: item.answer }))}
            />
          </section>
        ))}
      </div>
      <div className="mt-12">
        <ButtonLink to="/contact">Stel je vraag</ButtonLink>
      </div>
    </div>
  );
}

import {
  CONTACT_TOPICS,
  ContactFormSchema,
  type ContactFormValues,
  type ContactMessage,
  contactMailto,
} from '@fuellinq/domain/common/contact';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useZodForm } from '../../../lib/forms.ts';

/** Hands a mailto: link to the browser, which opens the visitor's mail program. */
export function openMailProgram(href: string) {
  window.location.assign(href);
}

/**
 * Spec §2 and §5: name, e-mail and message required, topic optional. Submitting sends nothing anywhere: it
 * opens the visitor's mail program with a message to FuelLinq, everything filled in, and keeps the link on
 * the page for when no mail program opens.
 */
export function ContactForm({
  to,
  topic = '',
  openMail = openMailProgram,
}: {
  /** FuelLinq's configured e-mail address. */
  to: string;
  /** The topic chosen beforehand (a link that says what the message is about). */
  topic?: ContactFormValues['topic'];
  openMail?: (href: string) => void;
}) {
  const [mailto, setMailto] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm(ContactFormSchema, { defaultValues: { name: '', email: '', topic, message: '' } });

  const onSubmit = handleSubmit((message: ContactMessage) => {
    const href = contactMailto(to, message);
    setMailto(href);
    openMail(href);
  });

  return (
    <form
      aria-labelledby="contact-form-title"
      noValidate
      className="space-y-4"
      onSubmit={(event) => void onSubmit(event)}
    >
      <h2 id="contact-form-title" className="text-xl font-bold">
        Stuur ons een bericht
      </h2>
      <p className="text-sm text-muted">
        Je bericht opent in je eigen mailprogramma, klaar om te versturen. Er gaat niets via onze server.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Naam" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <TextField
          label="E-mailadres"
          type="email"
          inputMode="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      <SelectField
        label="Onderwerp (optioneel)"
        error={errors.topic?.message}
        // The starting topic as the DOM's own default as well, so the select shows it from the first paint.
        defaultValue={topic}
        {...register('topic')}
      >
        <option value="">Kies een onderwerp</option>
        {CONTACT_TOPICS.map((topic) => (
          <option key={topic} value={topic}>
            {topic}
          </option>
        ))}
      </SelectField>
      <TextArea label="Bericht" rows={6} error={errors.message?.message} {...register('message')} />
      <Button type="submit">Open in mijn mailprogramma</Button>
      {mailto ? (
        <Alert tone="success">
          Je mailprogramma opent met je bericht aan {to}. Gebeurt er niets?{' '}
          <a href={mailto} className="font-semibold underline">
            Open het bericht opnieuw
          </a>{' '}
          of mail ons rechtstreeks.
        </Alert>
      ) : null}
    </form>
  );
}

import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '../../app/toast';
import { fieldErrors } from '../../api/base-api';
import { Spinner } from '../../components/icon';
import { RequireSignIn } from '../../components/require-sign-in';
import { Seo } from '../../seo/seo';
import { useGenerateCardMutation, useGetCardQuery, useUpdateCardMutation } from './cards.api';
import { CardFormFields, type CardForm } from './card-form';
import { useEntryDraft } from './entry-draft';

function EditCard() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const { data: card, isLoading } = useGetCardQuery(id);
  const [update, updating] = useUpdateCardMutation();
  const [generate] = useGenerateCardMutation();
  const entry = useEntryDraft<Partial<CardForm>>(`edit-card.${id}`);
  if (isLoading)
    return (
      <div className="page-loading">
        <Spinner />
      </div>
    );
  if (!card)
    return (
      <section className="page narrow empty">
        <h1>Card not found</h1>
        <Link to="/cards" className="button">
          My Cards
        </Link>
      </section>
    );
  return (
    <section className="page">
      <Seo meta={{ title: 'Edit card | Greeting Cards' }} />
      <header className="page-head">
        <p className="eyebrow">{card.event?.name}</p>
        <h1>Edit card details</h1>
        <p>Change the details and we’ll make fresh options with them.</p>
      </header>
      <div className="card-box">
        <CardFormFields
          occasion={card.event ?? { slug: '', name: card.title }}
          saved={card.answers}
          initial={
            entry.initial ?? {
              style_id: card.style_id ?? 0,
              persona_id: card.persona_id,
              recipient_name: card.recipient_name,
              sender_name: card.sender_name,
              details: card.details,
              relationship: card.relationship ?? null,
            }
          }
          onChange={entry.save}
          submitLabel="Save and make new options"
          busy={updating.isLoading}
          serverErrors={fieldErrors(updating.error)}
          onSubmit={async (v) => {
            const r = await update({ id, card: v });
            if ('error' in r) return;
            await generate(id);
            toast.success('Saved. New options are on their way.');
            void navigate(`/card/${id}`);
          }}
        />
      </div>
    </section>
  );
}

export function Page() {
  return (
    <RequireSignIn>
      <EditCard />
    </RequireSignIn>
  );
}

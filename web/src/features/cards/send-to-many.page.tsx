import { MAILING_LIMITS } from '@cards/contracts';
import { useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../api/base-api';
import type { Address, Card, CardInstance, Product } from '../../api/types';
import { toast } from '../../app/toast';
import { Spinner } from '../../components/icon';
import { RequireSignIn } from '../../components/require-sign-in';
import { Seo } from '../../seo/seo';
import { useGetCartQuery, useSendToManyMutation } from '../cart/cart.api';
import { useListProductsQuery } from '../catalog/catalog.api';
import { useDeliveryOptionsQuery } from '../delivery/delivery.api';
import { useListAddressGroupsQuery } from '../user/address-import.api';
import { useListAddressesQuery } from '../user/addresses.api';
import { cardTitle, textParts } from './card-helpers';
import { useGetCardInstanceQuery, useGetCardQuery } from './cards.api';
import { PrintPreview } from './print-preview';
import { SendAside } from './send-aside';
import { RecipientPicker } from './recipient-picker';
import { countByChannel, defaultSalutation, frontNamesOne, recipientsOf, type Chosen } from './recipient-choice';
import { plural } from '../../components/plural';
import { ListDays, withDays, type Days } from './list-days';

const MAX = MAILING_LIMITS.maxRecipients;

/** The card as it prints for one chosen recipient: the inside, with their greeting line. */
function RecipientPreview({
  card,
  option,
  product,
  who,
  greeting,
}: {
  card: Card;
  option: CardInstance;
  product?: Product;
  who?: Address;
  greeting?: string;
}) {
  if (!who) return <p className="muted">Tick someone to see their card.</p>;
  const front = textParts(option).front.trim();
  const namesOne = frontNamesOne(front, card.recipient_name);
  return (
    <div className="stack-sm">
      {namesOne && (
        // A warning, not a note: every person on the list would get a front greeting someone else.
        <p className="form-warning" role="status" data-testid="front-names-one">
          Every card has the same front: “{front}”. If that names one person, change the front in the designer first.
        </p>
      )}
      <p style={{ margin: 0 }}>
        The inside of the card for <strong>{who.name}</strong>
      </p>
      <PrintPreview
        card={card}
        option={option}
        words={textParts(option)}
        product={product}
        only={1}
        salutation={greeting ?? defaultSalutation(who)}
      />
    </div>
  );
}

/** The option's products and the book: what the page needs before it can show anything. */
function useSendData(cardId: number, optionId: number) {
  const card = useGetCardQuery(cardId);
  const fromCard = card.data?.card_instances?.find((i) => i.id === optionId);
  const single = useGetCardInstanceQuery(optionId, { skip: !!fromCard });
  const book = useListAddressesQuery();
  const groups = useListAddressGroupsQuery();
  const products = useListProductsQuery();
  const cart = useGetCartQuery();
  const active = (products.data ?? []).filter((p) => p.active !== false);
  // The cart's postage and its dates; before the cart has any, the shop's first class of post
  // for anywhere in the UK, as the cart will start with.
  const inCart = cart.data?.delivery.options.find((o) => o.postage_class === cart.data?.delivery.postage_class);
  const anywhere = useDeliveryOptionsQuery(undefined, { skip: !!inCart || cart.isLoading });
  const postage = inCart ?? anywhere.data?.options.find((o) => o.postage_class === (cart.data?.delivery.postage_class ?? 'second'));
  const loading = card.isLoading || (!fromCard && single.isLoading) || book.isLoading;
  return { card, option: fromCard ?? single.data, book: book.data ?? [], groups: groups.data ?? [], products: active, postage, loading };
}

/** "1. Who gets one": the picker, with the way to bring a list in from a file and back here. */
function WhoGetsOne(props: Parameters<typeof RecipientPicker>[0]) {
  const here = useLocation().pathname;
  return (
    <section className="card-box stack-sm" aria-labelledby="who-title">
      <div className="row space-between">
        <h2 id="who-title" style={{ margin: 0 }}>
          1. Who gets one
        </h2>
        <Link to={`/profile/addresses?import=1&back=${encodeURIComponent(here)}`}>Import a list</Link>
      </div>
      <p className="field-hint" style={{ margin: 0 }}>
        Each card greets its person by the line you give them; the words inside stay yours. People with a postal address get a printed card
        in the post; people with only an e-mail address get the e-card. At most {MAX} people on one order.
      </p>
      <RecipientPicker {...props} />
    </section>
  );
}

function SendToMany() {
  const params = useParams();
  const navigate = useNavigate();
  const { card, option, book, groups, products, postage, loading } = useSendData(Number(params.id), Number(params.option_id));
  const [chosen, setChosen] = useState<Chosen>(new Map());
  const [days, setDays] = useState<Days>(new Map());
  const [previewId, setPreviewId] = useState<number | null>(null);
  const [productId, setProductId] = useState<number>();
  const [send, sending] = useSendToManyMutation();
  const byId = useMemo(() => new Map(book.map((a) => [a.id, a])), [book]);
  if (loading) return <Spinner label="Loading your card and address book" />;
  if (!card.data || !option)
    return (
      <p role="alert">
        {errorMessage(card.error, 'This option does not exist or is not yours.')} <Link to="/cards">My Cards</Link>
      </p>
    );
  const c = card.data;
  // The size the shop advertises ("from £3.95") comes first, as on the option page.
  const product = products.find((p) => p.id === productId) ?? [...products].sort((a, b) => a.price - b.price)[0];
  const counts = countByChannel(chosen, byId);
  const shownId = previewId !== null && chosen.has(previewId) ? previewId : ([...chosen.keys()][0] ?? null);
  const choices = withDays(recipientsOf(chosen, byId), days);
  const submit = async () => {
    if (!product) return;
    const r = await send({ card_instance: { id: option.id }, product_id: product.id, recipients: choices });
    if ('data' in r) {
      // In the cart's own count: the badge counts cards to print, and e-cards are named beside them.
      const printed = counts.post ? plural(counts.post, 'card') + ' to post' : '';
      const mailed = counts.ecard ? plural(counts.ecard, 'e-card') : '';
      toast.success(`${[printed, mailed].filter(Boolean).join(' and ')} ${counts.post + counts.ecard === 1 ? 'is' : 'are'} in your cart.`);
      void navigate('/cart');
    }
  };
  return (
    <div className="option-layout">
      <div className="stack-sm">
        <WhoGetsOne
          book={book}
          groups={groups}
          chosen={chosen}
          onChange={setChosen}
          previewId={shownId}
          onPreview={setPreviewId}
          postage={postage}
          ownDays={new Set([...days].flatMap(([id, d]) => (d.arrive_by || d.postage_class ? [id] : [])))}
        />
        <ListDays people={[...chosen.keys()].flatMap((id) => byId.get(id) ?? [])} choices={choices} days={days} onDays={setDays} />
        <section className="card-box stack-sm" aria-labelledby="preview-title">
          <h2 id="preview-title" style={{ margin: 0 }}>
            2. Their card
          </h2>
          <RecipientPreview
            card={c}
            option={option}
            product={product}
            who={shownId !== null ? byId.get(shownId) : undefined}
            greeting={shownId !== null ? chosen.get(shownId) : undefined}
          />
        </section>
      </div>
      <SendAside
        products={products}
        product={product}
        onProduct={setProductId}
        counts={counts}
        postage={postage}
        error={sending.isError ? errorMessage(sending.error, 'The cards could not be added to your cart.') : undefined}
        busy={sending.isLoading}
        ready={option.status === 'ready'}
        onSend={() => void submit()}
      >
        <p className="muted" style={{ margin: 0 }}>
          For <Link to={`/card/${c.id}/option/${option.id}`}>{cardTitle(c)}</Link>
        </p>
      </SendAside>
    </div>
  );
}

/** /card/:id/option/:option_id/send: one option sent to many people from the address book (a Christmas list). */
export function Page() {
  return (
    <RequireSignIn>
      <section className="page">
        <Seo meta={{ title: 'Send to many | Greeting Cards' }} />
        <header className="page-head">
          <h1>Send this card to many people</h1>
        </header>
        <SendToMany />
      </section>
    </RequireSignIn>
  );
}

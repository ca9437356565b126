import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from '../../app/toast';
import { useAppSelector } from '../../app/hooks';
import { CardCover } from '../../components/card-cover';
import { dayName } from '../../components/format';
import { Icon, Spinner } from '../../components/icon';
import { plural } from '../../components/plural';
import { Seo } from '../../seo/seo';
import { useDeleteCardMutation, useListCardsQuery, useUpdateCardMutation } from './cards.api';
import { cardTitle, coverOf, isWorking } from './card-helpers';
import { askToConfirm } from '../../components/confirm';

function CardsList({ search }: { search: string }) {
  const { data, isLoading, isFetching } = useListCardsQuery(search ? { search } : undefined);
  const [update] = useUpdateCardMutation();
  const [remove] = useDeleteCardMutation();
  if (isLoading) return <Spinner label="Loading your cards" />;
  if (!data?.length) {
    return (
      <div className="card-box empty">
        <Icon name="compass" size={40} />
        {search ? <p>No cards match “{search}”.</p> : <p>You haven’t made a card yet. It takes about two minutes.</p>}
        <Link to="/card/new" className="button button-primary">
          <Icon name="add" /> Design a card
        </Link>
      </div>
    );
  }
  return (
    <ul className="grid-cards" role="list" aria-busy={isFetching}>
      {data.map((c) => {
        const cover = coverOf(c);
        const title = cardTitle(c);
        return (
          <li key={c.id} className="my-card">
            <Link to={`/card/${c.id}`} className="tile">
              <span className="tile-media">
                {cover?.status === 'ready' ? (
                  <CardCover optionId={cover.id} cardId={c.id} title={title} />
                ) : (
                  <span className="art-placeholder">
                    {c.card_instances?.some(isWorking) ? <Spinner label="Being made" size={28} /> : title}
                  </span>
                )}
              </span>
              <span className="tile-title">{title}</span>
              <span className="tile-sub">
                {plural(c.card_instances?.length ?? 0, 'option')}
                {c.updated_at ? ` · ${dayName(c.updated_at)}` : ''}
              </span>
            </Link>
            <div className="my-card-actions">
              <button
                type="button"
                className={`icon-button heart ${c.favourite ? 'is-on' : ''}`}
                aria-pressed={!!c.favourite}
                aria-label={`${c.favourite ? 'Remove' : 'Add'} ${title} ${c.favourite ? 'from' : 'to'} favourites`}
                onClick={() => void update({ id: c.id, card: { favourite: !c.favourite } })}
              >
                <Icon name="heart" />
              </button>
              <button
                type="button"
                className="icon-button"
                aria-label={`Delete ${title}`}
                onClick={() => {
                  void askToConfirm({
                    title: `Delete “${title}”?`,
                    message: 'The card and all its options go.',
                    confirmLabel: 'Delete',
                  }).then(
                    (yes) =>
                      yes &&
                      void remove(c.id).then((r) => {
                        if (!('error' in r)) toast.success('Card deleted.');
                      }),
                  );
                }}
              >
                <Icon name="delete" />
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

export function Page() {
  const signedIn = useAppSelector((s) => s.user.token !== '');
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const [query, setQuery] = useState(search);
  useEffect(() => setQuery(search), [search]);
  return (
    <section className="page">
      <Seo />
      <header className="page-head row space-between">
        <div>
          <h1 style={{ margin: 0 }}>My Cards</h1>
          <p>Every card you’ve designed, ready to reorder, print or send.</p>
        </div>
        <Link to="/card/new" className="button button-primary">
          <Icon name="add" /> New card
        </Link>
      </header>
      {signedIn ? (
        <>
          <form
            role="search"
            className="search-row"
            onSubmit={(e) => {
              e.preventDefault();
              setParams(query.trim() ? { search: query.trim() } : {});
            }}
          >
            <label htmlFor="card-search" className="visually-hidden">
              Search your cards
            </label>
            <input
              id="card-search"
              type="search"
              placeholder="Search by name or occasion"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
            />
            <button type="submit" className="button">
              <Icon name="search" /> Search
            </button>
          </form>
          <CardsList search={search} />
        </>
      ) : (
        <div className="card-box empty">
          <Icon name="cards" size={40} />
          <p>
            Sign in to see the cards you’ve made. New here? Start designing now: we ask for a free account just before we write and draw
            your card’s options, and keep what you typed.
          </p>
          <div className="button-row">
            <Link to="/login?return_to=%2Fcards" className="button button-primary">
              Sign in
            </Link>
            <Link to="/card/new" className="button">
              Design a card
            </Link>
          </div>
        </div>
      )}
    </section>
  );
}

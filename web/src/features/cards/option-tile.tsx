import { Link } from 'react-router';
import type { Card, CardInstance } from '../../api/types';
import { Icon, Spinner } from '../../components/icon';
import { isWorking, STATUS_TEXT, textParts } from './card-helpers';
import { PrintPreview } from './print-preview';

/**
 * Why an option could not be made and what to do, in the service's own plain words (it never
 * promises a retry that will not come): the customer opens the option to regenerate the part
 * that failed, after rewording what the reason names.
 */
function FailureNote({ option: i }: { option: CardInstance }) {
  const part = i.text_status === 'failed' ? 'words' : 'picture';
  return (
    <span className="tile-failure">
      <strong>Could not be made</strong>
      <span>{i.status_reason ?? `Something went wrong with the ${part}.`}</span>
      <span className="muted">Open this option to regenerate its {part}.</span>
    </span>
  );
}

/** One option of a card in its list: the front as it prints, its status, its words, and the ways on. */
export function OptionTile({ card, option: i, n }: { card: Card; option: CardInstance; n: number }) {
  const words = textParts(i);
  return (
    <li className="option">
      <Link to={`/card/${card.id}/option/${i.id}`} className="tile" aria-label={`Option ${n + 1}: ${STATUS_TEXT[i.status] ?? i.status}`}>
        <span className="tile-media">
          {/* The front as it prints (the cover with its greeting), laid out here as the PDF is: nothing is drawn on the server to choose. */}
          {i.status === 'ready' ? (
            <PrintPreview card={card} option={i} words={words} cover />
          ) : (
            <span className="art-placeholder">
              {i.status === 'failed' ? <FailureNote option={i} /> : <Spinner label={STATUS_TEXT[i.status]} size={28} />}
            </span>
          )}
        </span>
        <span className="row space-between">
          <span className="tile-title">Option {n + 1}</span>
          <span className={`status-pill ${isWorking(i) ? 'is-warn' : i.status === 'failed' ? 'is-bad' : ''}`}>
            {STATUS_TEXT[i.status] ?? i.status}
          </span>
        </span>
      </Link>
      {/* The words in full beside each other, so options can be compared without opening each. */}
      {(words.front || words.inside) && (
        <div className="option-words" aria-label={`Words of option ${n + 1}`} role="group">
          {words.front && <p className="option-front">{words.front}</p>}
          {words.inside && <p className="option-inside">{words.inside}</p>}
        </div>
      )}
      {i.status === 'ready' && (
        <Link to={`/card/${card.id}/option/${i.id}`} className="button button-primary button-block" aria-label={`Choose option ${n + 1}`}>
          <Icon name="check" size={18} /> Choose<span className="wide-only"> this one</span>
        </Link>
      )}
      {i.status === 'ready' && (
        <Link to={`/card/${card.id}/option/${i.id}/send`} className="button button-block" aria-label={`Send option ${n + 1} to many`}>
          <Icon name="email" size={18} /> Send to many
        </Link>
      )}
    </li>
  );
}

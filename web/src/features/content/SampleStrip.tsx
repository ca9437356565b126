import { Link } from 'react-router';
import { CardArt } from '../../components/CardArt';
import { toSample, useSamplesQuery } from './samples.api';

const STAND_INS = ['Happy Birthday, Grandma', 'Ten Years of Us', 'Thank You, Mrs Patel', 'Welcome, Little One'];

/** Sample cards from the API, or drawn stand-ins while they load. */
export function SampleStrip({ limit = 4 }: { limit?: number }) {
  const { data } = useSamplesQuery();
  const samples = data?.length
    ? data.slice(0, limit).map(toSample).map((s) => ({ ...s, sub: s.occasion }))
    : STAND_INS.slice(0, limit).map((t) => ({ key: t, title: t, sub: 'Sample', src: null }));
  return (
    <ul className="grid-cards sample-strip" role="list">
      {samples.map((s) => (
        <li key={s.key}>
          <Link to="/samples" className="tile">
            <span className="tile-media"><CardArt src={s.src} title={s.title} /></span>
            <span className="tile-title">{s.title}</span>
            {s.sub && <span className="tile-sub">{s.sub}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}

import { Link } from 'react-router';
import { CardArt } from '../../components/card-art';

export interface SampleTile {
  key: string;
  title: string;
  sub: string;
  src: string | null;
}
export interface SampleStripProps {
  limit?: number;
}

const STAND_INS = ['Happy Birthday, Grandma', 'Ten Years of Us', 'Thank You, Mrs Patel', 'Welcome, Little One'];

/** Sample cards as tiles linking to the samples page. */
export function SampleTiles({ samples }: { samples: SampleTile[] }) {
  return (
    <ul className="grid-cards sample-strip" role="list">
      {samples.map((s) => (
        <li key={s.key}>
          <Link to="/samples" className="tile">
            <span className="tile-media">
              <CardArt src={s.src} title={s.title} />
            </span>
            <span className="tile-title">{s.title}</span>
            {s.sub && <span className="tile-sub">{s.sub}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Drawn stand-ins: what shows while the samples load. */
export function StandInSamples({ limit = 4 }: SampleStripProps) {
  return <SampleTiles samples={STAND_INS.slice(0, limit).map((t) => ({ key: t, title: t, sub: 'Sample', src: null }))} />;
}

import { Link } from 'react-router';
import { SITE } from '../api/config';

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <div className="footer-brand">
          <span className="logo-text">Greeting Cards</span>
          <p>Personal words and artwork for every occasion, printed on premium card and posted from £3.95.</p>
        </div>
        <nav aria-label="Footer" className="footer-links">
          <ul>
            <li>
              <Link to="/samples">Samples</Link>
            </li>
            <li>
              <Link to="/blogs">Blog</Link>
            </li>
            <li>
              <Link to="/christmas/cards-before-christmas">Christmas cards</Link>
            </li>
            <li>
              <Link to="/about">About us</Link>
            </li>
          </ul>
          <ul>
            <li>
              <a href={SITE.statusUrl} rel="noopener">
                Service status
              </a>
            </li>
            <li>
              <a href={`mailto:${SITE.supportEmail}`}>Contact support</a>
            </li>
            <li>
              <Link to="/privacy">Privacy policy</Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className="copyright">© 2023–2025 Greeting Cards. All rights reserved.</p>
    </footer>
  );
}

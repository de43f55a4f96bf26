import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { texts } from '../../config/texts';

export function NotFoundPage() {
  return (
    <section className="status-page">
      <h1>{texts.notFoundTitle}</h1>
      <p>{texts.notFoundBody}</p>
      <Link className="button" to={paths.home}>
        {texts.notFoundAction}
      </Link>
    </section>
  );
}

import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { texts } from '../../config/texts';

export function ForbiddenPage() {
  return (
    <section className="status-page">
      <h1>{texts.forbiddenTitle}</h1>
      <p>{texts.forbiddenBody}</p>
      <Link className="button" to={paths.home}>
        {texts.forbiddenAction}
      </Link>
    </section>
  );
}

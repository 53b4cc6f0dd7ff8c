import { useParams } from 'react-router-dom';
import { paths } from 'shared/paths';
import { ButtonLink } from 'shared/ui/button';
import { PageHero } from 'shared/ui/page-hero';
import { blogPostCopy } from '../content/blog-post';

/** Turns `zero-data-egress` into `Zero data egress` until the post itself is fetched. */
function titleFromSlug(slug: string): string {
  const words = slug.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function BlogPostPage() {
  const { slug = '' } = useParams();
  return (
    <PageHero
      eyebrow={blogPostCopy.eyebrow}
      title={titleFromSlug(slug)}
      actions={
        <ButtonLink to={paths.blog} variant="inverse">
          {blogPostCopy.back}
        </ButtonLink>
      }
    />
  );
}

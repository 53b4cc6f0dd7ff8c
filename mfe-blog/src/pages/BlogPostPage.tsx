/** /blog/:slug (docs/product.md#routes-and-screens): one post, or a message with the way back to the list. */
import { useParams } from 'shared/router';
import { usePageMeta } from 'shared/page-meta';
import { paths } from 'shared/paths';
import { ButtonLink } from 'shared/ui/button';
import { fetchPost } from '../api/posts';
import { useBlogApi } from '../api/use-blog-api';
import { PostArticle, PostArticleSkeleton } from '../components/PostArticle';
import { StatusPanel } from '../components/StatusPanel';
import { blogPostCopy } from '../content/blog-post';
import styles from './BlogPostPage.module.scss';

function Problem({ message }: { message: string }) {
  return (
    <div className={styles.problem}>
      <StatusPanel level={1} title={message} action={<ButtonLink to={paths.blog}>{blogPostCopy.back}</ButtonLink>} />
    </div>
  );
}

export function BlogPostPage() {
  const { slug = '' } = useParams();
  const post = useBlogApi(`post ${slug}`, (blogApiUrl, signal) => fetchPost(blogApiUrl, slug, signal));
  const found = post.status === 'loaded' ? post.data : null;
  usePageMeta(found?.title, found?.excerpt);

  if (post.status === 'loading') return <PostArticleSkeleton />;
  if (post.status === 'failed') return <Problem message={blogPostCopy.failed} />;
  if (!found) return <Problem message={blogPostCopy.notFound} />;
  return <PostArticle post={found} />;
}

/** One post in the list: its title (the link to it), excerpt, date and author. */
import { Link } from 'shared/router';
import { blogPostHref } from 'shared/paths';
import type { PostSummary } from '../api/posts';
import { PostMeta } from './PostMeta';
import styles from './PostCard.module.scss';

export function PostCard({ post }: { post: PostSummary }) {
  return (
    <article className={styles.card}>
      <h2 className={styles.title}>
        <Link className={styles.link} to={blogPostHref(post.slug)}>
          {post.title}
        </Link>
      </h2>
      {post.excerpt && <p className={styles.excerpt}>{post.excerpt}</p>}
      <PostMeta className={styles.meta} date={post.date} authorName={post.authorName} />
    </article>
  );
}

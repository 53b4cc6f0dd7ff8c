/** The list's grid of post cards, and the placeholder grid drawn while the posts load. */
import { VisuallyHidden } from 'shared/ui/visually-hidden';
import type { PostSummary } from '../api/posts';
import { PostCard } from './PostCard';
import { LoadingStatus, SkeletonBar } from './Skeleton';
import styles from './PostGrid.module.scss';

export function PostGrid({ posts }: { posts: readonly PostSummary[] }) {
  return (
    <ul className={styles.grid}>
      {posts.map((post) => (
        <li key={post.slug}>
          <PostCard post={post} />
        </li>
      ))}
    </ul>
  );
}

export interface PostGridSkeletonProps {
  /** Placeholder cards to draw. */
  count: number;
  /** What the status says to assistive technology. */
  label: string;
}

export function PostGridSkeleton({ count, label }: PostGridSkeletonProps) {
  return (
    <LoadingStatus label={label}>
      <VisuallyHidden>{label}</VisuallyHidden>
      <ul className={styles.grid} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className={styles.placeholder}>
            <SkeletonBar size="title" />
            <SkeletonBar />
            <SkeletonBar />
            <SkeletonBar size="short" />
          </li>
        ))}
      </ul>
    </LoadingStatus>
  );
}

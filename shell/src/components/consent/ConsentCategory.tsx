/** One cookie category in the dialog: its name and purpose, and a Radix switch labelled by them. */
import * as Switch from '@radix-ui/react-switch';
import styles from './ConsentCategory.module.scss';

interface ConsentCategoryProps {
  id: string;
  name: string;
  description: string;
  checked: boolean;
  /** Locked categories (strictly necessary) show their state but cannot change. */
  disabled?: boolean;
  onCheckedChange?: (checked: boolean) => void;
}

export function ConsentCategory({ id, name, description, checked, disabled, onCheckedChange }: ConsentCategoryProps) {
  return (
    <div className={styles.category}>
      <div>
        <label className={styles.name} htmlFor={id}>
          {name}
        </label>
        <p id={`${id}-description`} className={styles.description}>
          {description}
        </p>
      </div>
      <Switch.Root
        id={id}
        className={styles.switch}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onCheckedChange}
        aria-describedby={`${id}-description`}
      >
        <Switch.Thumb className={styles.thumb} />
      </Switch.Root>
    </div>
  );
}

export { CheckList };

import { List } from '@mantine/core';
import { Icon } from '../../icons/Icon';

interface CheckListProps {
  /** The lines of the list. */
  items: string[];
  /** Flow into two columns when the container is wide enough (long lists of short items). @default false */
  columns?: boolean;
  /** Extra class on the <ul>. */
  className?: string;
}

// A bulleted list whose bullets are check marks.
function CheckList({ items, columns = false, className }: CheckListProps) {
  return (
    <List
      className={className ? `check-list ${className}` : 'check-list'}
      data-columns={columns || undefined}
      spacing="xs"
      center
      icon={
        <span className="check-list-icon">
          <Icon name="check" size={14} />
        </span>
      }
    >
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  );
}

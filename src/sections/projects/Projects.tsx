export { Projects };
export type { ProjectsProps };

import { ContentImage } from '../shared/ContentImage';
import { SectionShell } from '../shared/SectionShell';
import { useHeadingId } from '../shared/headingId';
import type { SectionProps } from '../shared/types';

/** The section's keys, as schema/sections/projects.schema.json defines them. */
type ProjectsProps = SectionProps<'projects'>;

function Projects({ id, heading, images }: ProjectsProps) {
  const headingId = useHeadingId(id);
  return (
    <SectionShell kind="projects" id={id} heading={heading} headingId={headingId}>
      <ul className="projects-grid">
        {images.map((image) => (
          <li key={image.src} className="projects-item">
            <ContentImage image={image} slot="projects" className="projects-image" />
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}

/** What every page rendered for a menu route receives. */
export interface PageProps {
  /** the route's title in the user's language */
  title: string;
}

import logoUrl from '../assets/chef-claude-logo.svg'

export function AppHeader() {
  return (
    <header className="app-header">
      <img
        className="app-header__logo"
        src={logoUrl}
        alt="Chef Claude logo"
        width="56"
        height="56"
      />
      <h1 className="app-header__title">Chef Claude</h1>
    </header>
  )
}

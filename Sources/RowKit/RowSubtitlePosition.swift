// RowSubtitlePosition.swift names where a row's subtitle goes: beside its title or under it.

/// Where the subtitle (UIKit's secondary text) goes. `beside` is UIKit's `.value1` cell and
/// `UIListContentConfiguration.valueCell()`: the subtitle trails the title on its line. `below`
/// is UIKit's `.subtitle` cell and `subtitleCell()`: the subtitle sits under the title, from the
/// same leading edge. At the accessibility text sizes a row stacks its labels either way.
public enum RowSubtitlePosition: String, CaseIterable, Hashable, Sendable {
    case beside
    case below
}

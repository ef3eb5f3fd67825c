import TableKit

/// `UIContentConfiguration`: see `ContentConfiguration`.
public typealias UIContentConfiguration = ContentConfiguration
/// `UIContentView`: see `ContentView`.
public typealias UIContentView = ContentView
/// `UIListContentConfiguration`: see `ListContentConfiguration`.
public typealias UIListContentConfiguration = ListContentConfiguration
/// `UIListContentView`: see `ListContentView`.
public typealias UIListContentView = ListContentView
/// `UIBackgroundConfiguration`: see `BackgroundConfiguration`.
public typealias UIBackgroundConfiguration = BackgroundConfiguration
/// `UIAxis`: see `LayoutAxes`.
public typealias UIAxis = LayoutAxes
/// `UICellConfigurationState`: see `CellConfigurationState`.
public typealias UICellConfigurationState = CellConfigurationState
/// `UIConfigurationState`: see `ConfigurationState`.
public typealias UIConfigurationState = ConfigurationState
/// `UIConfigurationStateCustomKey`: see `ConfigurationStateCustomKey`.
public typealias UIConfigurationStateCustomKey = ConfigurationStateCustomKey

// A small home-screen widget: the city and temperature over a tinted card whose corners
// follow the widget's (ContainerRelativeShape), with a row of hourly forecasts.
// ltrace:proposal 170x170
// ltrace:proposal 364x170

struct HourCell: View {
    let hour: String
    var degrees = 18

    var body: some View {
        VStack(spacing: 2) {
            Text(hour).font(.caption)
            Image(systemName: "sun.max.fill")
            Text("\(degrees)°").font(.caption).bold()
        }
    }
}

struct WeatherWidget: View {
    var city = "Lisbon"
    var hours = ["Now", "11", "12"]

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(city).font(.headline)
            Text("21°").font(.largeTitle)
            Spacer(minLength: 0)
            HStack {
                ForEach(hours, id: \.self) { hour in
                    HourCell(hour: hour)
                }
            }
        }
        .padding(12)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
        .background(ContainerRelativeShape().fill(Color.blue.opacity(0.2)))
    }
}
